# classes: 3
"""Gradio demo: the Repetition-penalty slider (1 to 2, step 1, default 2) reaches generate as an int."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def run(prompt, repetition_penalty=2, no_repeat_ngram_size=0):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        repetition_penalty=repetition_penalty,
        no_repeat_ngram_size=int(no_repeat_ngram_size),
        max_new_tokens=8,
        pad_token_id=tok.eos_token_id,
    )
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(run("the the the the"))
    else:
        gr.Interface(run, [gr.Textbox(), gr.Slider(1, 2, value=2, step=1), gr.Slider(0, 5, value=0, step=1)], "text").launch()
