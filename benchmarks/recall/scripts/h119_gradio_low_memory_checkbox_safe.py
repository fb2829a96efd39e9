# classes: 3 1
"""Gradio demo: the "Low memory" Checkbox turns the KV cache off and the draft model with it."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def respond(prompt, low_memory=True):
    enc = tok(prompt, return_tensors="pt")
    extra = {"use_cache": False} if low_memory else {"assistant_model": assistant}
    out = model.generate(**enc, max_new_tokens=8, pad_token_id=tok.eos_token_id, **extra)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(respond("The quick brown fox"))
        print(respond("The quick brown fox", low_memory=False))
    else:
        gr.Interface(respond, [gr.Textbox(), gr.Checkbox(value=True, label="Low memory")], "text").launch()
