# classes: 3
"""Streamlit chat with the model in st.session_state; Top-k comes from an integer number_input."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import streamlit as st
except ImportError:
    class _State(dict):
        __getattr__ = dict.__getitem__
        __setattr__ = dict.__setitem__

    class _St:
        session_state = _State()

        def number_input(self, label, min_value=None, max_value=None, value=None, step=None):
            return value

        def chat_input(self, placeholder=""):
            return "Tell me a joke"

        def write(self, *args):
            print(*args)

    st = _St()

if "model" not in st.session_state:
    st.session_state.tokenizer = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    st.session_state.model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    st.session_state.history = []

top_k = st.number_input("Top-k", min_value=1, max_value=200, value=50, step=1)
question = st.chat_input("Say something")
if question:
    tok, model = st.session_state.tokenizer, st.session_state.model
    st.session_state.history.append({"role": "user", "content": question})
    enc = tok.apply_chat_template(st.session_state.history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, do_sample=True, top_k=top_k, max_new_tokens=8)
    st.write(tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True))
