# classes: 3 1
"""Gradio speed demo: the "dynamic" Radio choice leaves the cache to generate, the assistant Checkbox is on."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

CACHE_CHOICES = {"dynamic": None, "static": "static"}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def go(prompt, cache_choice="dynamic", use_assistant=True):
    enc = tok(prompt, return_tensors="pt")
    kwargs = dict(max_new_tokens=8, pad_token_id=tok.eos_token_id)
    impl = CACHE_CHOICES[cache_choice]
    if impl is not None:
        kwargs["cache_implementation"] = impl
    if use_assistant and impl is None:
        kwargs["assistant_model"] = draft
    return tok.decode(model.generate(**enc, **kwargs)[0])


if __name__ == "__main__":
    if gr is None:
        print(go("Speculative decoding is"))
        print(go("Speculative decoding is", "static", True))
    else:
        gr.Interface(go, [gr.Textbox(), gr.Radio(list(CACHE_CHOICES), value="dynamic"), gr.Checkbox(value=True)], "text").launch()
