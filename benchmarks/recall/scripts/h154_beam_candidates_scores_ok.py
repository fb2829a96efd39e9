# classes: 8
"""Paraphrase mining with beam search: the four beams of each sentence with their sequence
scores, best first."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the king loved his garden", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=5, num_beams=4, num_return_sequences=4, return_dict_in_generate=True, output_scores=True
)
texts = tok.batch_decode(out.sequences, skip_special_tokens=True)
for text, score in sorted(zip(texts, out.sequences_scores.tolist()), key=lambda p: -p[1]):
    print(f"{score:.3f} {text}")
