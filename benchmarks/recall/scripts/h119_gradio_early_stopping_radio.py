# classes: 3
"""Gradio beam-search demo: an "Early stopping" Radio delivers the label "True" (a str) to generate."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def translate(text, beams=3, early_stopping="True"):
    enc = tok("translate English to German: " + text, return_tensors="pt")
    out = model.generate(**enc, num_beams=int(beams), early_stopping=early_stopping, max_new_tokens=10)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        print(translate("How old are you?"))
    else:
        gr.Interface(
            translate,
            [gr.Textbox(), gr.Slider(1, 6, value=3, step=1), gr.Radio(["True", "False", "never"], value="True")],
            "text",
        ).launch()
