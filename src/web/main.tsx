/** The browser app's entry: the page shell and its router (src/web/App.tsx). */
import './csp.js';
import { render } from 'preact';
import { App } from './App.js';
import './styles/app.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
