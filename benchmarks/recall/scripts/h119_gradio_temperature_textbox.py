# classes: 3
"""Gradio demo where temperature is typed into a Textbox and reaches generate as the string "0.7"."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def sample(prompt, temperature="0.7", seed=0):
    import torch

    torch.manual_seed(int(seed))
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=temperature, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0])


if __name__ == "__main__":
    if gr is None:
        print(sample("Hello, my name is"))
    else:
        gr.Interface(sample, [gr.Textbox(), gr.Textbox(value="0.7", label="Temperature"), gr.Number(0)], "text").launch()
