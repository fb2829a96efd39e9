# classes: 3
"""Gradio demo with a "Prompt lookup tokens" slider whose default 0 goes straight to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def edit(document, lookup_tokens=0):
    enc = tok(document, return_tensors="pt")
    out = model.generate(**enc, prompt_lookup_num_tokens=lookup_tokens, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(edit("def add(a, b):\n    return a + b\n\ndef add"))
    else:
        gr.Interface(edit, [gr.Code(), gr.Slider(0, 10, value=0, step=1, label="Prompt lookup tokens")], "text").launch()
