# classes: 3
"""Gradio "show N candidates" demo: the Candidates slider is 3 while the Sample Checkbox is unchecked."""
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")


def candidates(prompt, n=3, do_sample=False):
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc, do_sample=do_sample, num_return_sequences=int(n), max_new_tokens=6, pad_token_id=tok.eos_token_id
    )
    return "\n".join(tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    if gr is None:
        print(candidates("My favourite food is"))
    else:
        gr.Interface(candidates, [gr.Textbox(), gr.Slider(1, 5, value=3, step=1), gr.Checkbox(value=False)], "text").launch()
