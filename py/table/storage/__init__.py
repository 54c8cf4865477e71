"""What the browser keeps: versioned documents in localStorage, checked on every load."""
