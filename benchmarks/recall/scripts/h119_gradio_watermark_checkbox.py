# classes: 3
"""Gradio watermarking demo: the "Watermark" Checkbox adds a watermarking_config dict to the generate kwargs."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def write(prompt, watermark=True, bias=2.5):
    kwargs = dict(do_sample=True, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    if watermark:
        kwargs["watermarking_config"] = {"bias": bias, "seeding_scheme": "lefthash"}
    enc = tok(prompt, return_tensors="pt")
    return tok.decode(model.generate(**enc, **kwargs)[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(write("Write an essay about rivers"))
    else:
        gr.Interface(write, [gr.Textbox(), gr.Checkbox(value=True), gr.Slider(0.5, 5.0, value=2.5)], "text").launch()
