# classes: 3
"""Gradio summary demo: a Beams slider value (2.0) fed to a seq2seq model's generate."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def summarize(text, num_beams, length_penalty):
    enc = tok("summarize: " + text, return_tensors="pt")
    out = model.generate(**enc, num_beams=num_beams, length_penalty=length_penalty, max_new_tokens=10)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(summarize("The cat sat on the mat and looked at the dog for a long time.", 2.0, 1.0))
    else:
        gr.Interface(
            summarize,
            [gr.Textbox(lines=5), gr.Slider(1, 8, value=2, step=1, label="Beams"), gr.Slider(0.5, 2.0, value=1.0)],
            "text",
        ).launch()
