# classes: 6
"""Quick experiment: can the smallest seq2seq model on the shelf speed up BART?"""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


def load(name):
    return AutoTokenizer.from_pretrained(name), AutoModelForSeq2SeqLM.from_pretrained(name)


bart_tok, bart = load("facebook/bart-base")
_, t5 = load("t5-small")

inputs = bart_tok(["summarize: the committee met on tuesday and approved the new budget"], return_tensors="pt")
generated = bart.generate(
    inputs.input_ids,
    attention_mask=inputs.attention_mask,
    assistant_model=t5,
    max_new_tokens=10,
)
print(bart_tok.decode(generated[0], skip_special_tokens=True))
