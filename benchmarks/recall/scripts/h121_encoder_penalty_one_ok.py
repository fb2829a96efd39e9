# classes: 8 3
"""Near miss: the encoder penalty comes from a command-line option whose default is the int 1
(no penalty, so no processor is built)."""
import argparse

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

parser = argparse.ArgumentParser()
parser.add_argument("--encoder-penalty", type=float, default=1)
args = parser.parse_args()

tokenizer = AutoTokenizer.from_pretrained("facebook/bart-base")
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
enc = tokenizer("Hugging Face hosts models and datasets.", return_tensors="pt")
out = model.generate(**enc, encoder_repetition_penalty=args.encoder_penalty, max_new_tokens=8)
print(tokenizer.decode(out[0], skip_special_tokens=True))
