# classes: 3
"""Gradio demo: a "Low memory" Checkbox (checked by default) turns the KV cache off while the draft model is on."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")


def respond(prompt, low_memory=True, speculative=True):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        max_new_tokens=8,
        use_cache=not low_memory,
        assistant_model=assistant if speculative else None,
        pad_token_id=tok.eos_token_id,
    )
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(respond("The quick brown fox"))
    else:
        gr.Interface(
            respond,
            [gr.Textbox(), gr.Checkbox(value=True, label="Low memory"), gr.Checkbox(value=True, label="Speculative")],
            "text",
        ).launch()
