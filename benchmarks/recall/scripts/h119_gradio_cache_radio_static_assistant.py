# classes: 3 1
"""Gradio speed demo: a KV-cache Radio ("dynamic"/"static") and an assistant Checkbox, both on by default."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def go(prompt, cache_choice="static", use_assistant=True):
    kwargs = {"max_new_tokens": 8, "pad_token_id": tok.eos_token_id}
    if cache_choice == "static":
        kwargs["cache_implementation"] = "static"
    if use_assistant:
        kwargs["assistant_model"] = draft
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **kwargs)[0])


if __name__ == "__main__":
    if gr is None:
        print(go("Speculative decoding is"))
    else:
        gr.Interface(
            go, [gr.Textbox(), gr.Radio(["dynamic", "static"], value="static"), gr.Checkbox(value=True)], "text"
        ).launch()
