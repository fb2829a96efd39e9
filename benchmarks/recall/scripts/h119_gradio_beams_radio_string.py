# classes: 3
"""Gradio demo with a "Beams" Radio of string choices ("1", "2", "4") passed to generate as delivered."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def beam(prompt, num_beams="2"):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, num_beams=num_beams, max_new_tokens=6, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(beam("I enjoy walking with my cute dog"))
    else:
        gr.Interface(beam, [gr.Textbox(), gr.Radio(["1", "2", "4"], value="2")], "text").launch()
