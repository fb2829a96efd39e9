# classes: 8
"""Beam search tutorial step that wants the five best hypotheses but keeps the beam width of
three from the previous cell."""
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint)

prompt = tok("tell me a story about cats", return_tensors="pt")
beam_outputs = model.generate(
    **prompt,
    max_new_tokens=6,
    num_beams=3,
    no_repeat_ngram_size=2,
    num_return_sequences=5,
    early_stopping=True,
)
for i, seq in enumerate(beam_outputs):
    print(i, tok.decode(seq, skip_special_tokens=True))
