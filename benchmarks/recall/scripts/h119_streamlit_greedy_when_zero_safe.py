# classes: 3 1
"""Streamlit playground: a temperature of 0.0 on the sidebar slider means greedy decoding."""
from transformers import pipeline

try:
    import streamlit as st
except ImportError:
    class _Sidebar:
        def slider(self, label, min_value=None, max_value=None, value=None, step=None):
            return value

    class _St:
        sidebar = _Sidebar()

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

gen_kwargs = {"max_new_tokens": max_new_tokens}
if temperature > 0:
    gen_kwargs.update(do_sample=True, temperature=temperature)
result = load_generator()(prompt, **gen_kwargs)
st.write(result[0]["generated_text"])
