# classes: 3
"""Gradio demo with a "Stop sequences" Textbox turned into stop_strings, handing generate the tokenizer."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


def complete(prompt, stops="###,\\n\\n", max_new_tokens=12):
    stop_list = [s.strip().encode().decode("unicode_escape") for s in stops.split(",") if s.strip()]
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=max_new_tokens, stop_strings=stop_list or None, tokenizer=tok)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(complete("Q: What is 1+1?\nA:"))
    else:
        gr.Interface(complete, [gr.Textbox(), gr.Textbox(value="###,\\n\\n"), gr.Slider(1, 64, value=12)], "text").launch()
