# classes: 3
"""Streamlit playground: sidebar temperature slider starts at 0.0 while sampling is always on."""
from transformers import pipeline

try:
    import streamlit as st
except ImportError:  # minimal stand-in so the page runs as a plain script
    class _Sidebar:
        def slider(self, label, min_value=None, max_value=None, value=None, step=None):
            return value

    class _St:
        sidebar = _Sidebar()
        session_state = {}

        def cache_resource(self, fn):
            return fn

        def text_area(self, label, value=""):
            return value

        def write(self, *args):
            print(*args)

    st = _St()


@st.cache_resource
def load_generator():
    return pipeline("text-generation", model="openai-community/gpt2")


temperature = st.sidebar.slider("Temperature", 0.0, 2.0, 0.0, 0.05)
max_new_tokens = st.sidebar.slider("Max new tokens", 1, 64, 8)
prompt = st.text_area("Prompt", "In a shocking finding, scientists")

generator = load_generator()
result = generator(prompt, do_sample=True, temperature=temperature, max_new_tokens=max_new_tokens)
st.write(result[0]["generated_text"])
