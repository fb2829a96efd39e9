# classes: 3 7
"""Streamlit app: st.cache_resource when available; the static profile only for plain decoding."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import streamlit as st

    cache_resource = st.cache_resource
except ImportError:
    st = None
    cache_resource = functools.lru_cache(maxsize=None)


class _Headless:
    def selectbox(self, label, options, index=0):
        return options[index]

    def checkbox(self, label, value=False):
        return value

    def slider(self, label, min_value, max_value, value):
        return value

    def text_area(self, label, value=""):
        return value

    def write(self, *args):
        print(*args)


ui = st if st is not None else _Headless()
side = st.sidebar if st is not None else ui

PROFILES = {
    "low latency": {"cache_implementation": "static"},
    "balanced": {},
}


@cache_resource
def get_models(name, draft_name):
    tok = AutoTokenizer.from_pretrained(name)
    return tok, AutoModelForCausalLM.from_pretrained(name), AutoModelForCausalLM.from_pretrained(draft_name)


profile = side.selectbox("Profile", list(PROFILES), index=0)
speculative = side.checkbox("Speculative decoding", value=True)
max_new = side.slider("Max new tokens", 1, 64, 8)
prompt = ui.text_area("Prompt", value="Summarise the plot of Hamlet in one line.")

tok, model, draft = get_models("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct")
inputs = tok(prompt, return_tensors="pt")
if speculative:
    kwargs = {"max_new_tokens": max_new, "assistant_model": draft}
else:
    kwargs = dict(PROFILES[profile], max_new_tokens=max_new)
output = model.generate(**inputs, **kwargs)
ui.write(tok.decode(output[0], skip_special_tokens=True))
