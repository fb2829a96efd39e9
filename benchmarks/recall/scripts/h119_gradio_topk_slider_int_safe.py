# classes: 3
"""Gradio sampling demo that casts the Top-k slider value to int before generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def generate(prompt, top_k=40.0, top_p=0.95, max_new_tokens=8.0):
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(
        **inputs,
        do_sample=True,
        top_k=int(top_k),
        top_p=float(top_p),
        max_new_tokens=int(max_new_tokens),
        pad_token_id=tokenizer.eos_token_id,
    )
    return tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(generate("Once upon a time"))
    else:
        gr.Interface(
            generate,
            [gr.Textbox(), gr.Slider(1, 100, value=40), gr.Slider(0.1, 1.0, value=0.95), gr.Slider(1, 64, value=8)],
            "text",
        ).launch()
