# classes: 3
"""Gradio sampling demo: the Top-k slider delivers a float (40.0) straight into generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:  # headless smoke test without the UI library
    gr = None

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def generate(prompt, top_k, top_p, max_new_tokens):
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(
        **inputs,
        do_sample=True,
        top_k=top_k,
        top_p=top_p,
        max_new_tokens=int(max_new_tokens),
        pad_token_id=tokenizer.eos_token_id,
    )
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        # the values the sliders hold on page load
        print(generate("Once upon a time", 40.0, 0.95, 8.0))
    else:
        gr.Interface(
            generate,
            [
                gr.Textbox(value="Once upon a time"),
                gr.Slider(1, 100, value=40, step=1, label="Top-k"),
                gr.Slider(0.1, 1.0, value=0.95, label="Top-p"),
                gr.Slider(1, 64, value=8, step=1, label="Max new tokens"),
            ],
            "text",
        ).launch()
