# classes: 8
"""Diverse candidate questions for a quiz generator: diverse beam search with two groups, all four
beams returned."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("a question about the fox :", return_tensors="pt")
out = model.generate(
    **enc, num_beams=4, num_beam_groups=2, diversity_penalty=0.8, num_return_sequences=4, max_new_tokens=4
)
print(tok.batch_decode(out, skip_special_tokens=True))
