# classes: 3 2
"""Gradio beam-search demo mapping the "Early stopping" Radio label to True / False / "never"."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

try:
    import gradio as gr
except ImportError:
    gr = None

EARLY = {"True": True, "False": False, "never": "never"}

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")


def translate(text, beams=3, early_stopping="never"):
    enc = tok("translate English to German: " + text, return_tensors="pt")
    out = model.generate(**enc, num_beams=int(beams), early_stopping=EARLY[early_stopping], max_new_tokens=10)
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    if gr is None:
        for choice in EARLY:
            print(choice, translate("How old are you?", 3, choice))
    else:
        gr.Interface(translate, [gr.Textbox(), gr.Slider(1, 6, value=3), gr.Radio(list(EARLY), value="never")], "text").launch()
