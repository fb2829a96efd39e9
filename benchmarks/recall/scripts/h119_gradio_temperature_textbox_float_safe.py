# classes: 3
"""Gradio demo parsing the Temperature Textbox with float() before sampling."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def sample(prompt, temperature="0.7"):
    try:
        temp = float(temperature)
    except ValueError:
        temp = 1.0
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=temp, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0])


if __name__ == "__main__":
    if gr is None:
        print(sample("Hello, my name is"))
    else:
        gr.Interface(sample, [gr.Textbox(), gr.Textbox(value="0.7", label="Temperature")], "text").launch()
