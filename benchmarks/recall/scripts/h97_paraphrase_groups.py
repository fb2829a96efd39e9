# classes: 9
"""Paraphrase generation with flan-t5: a GenerationConfig asking for three diverse beams
(num_beam_groups) returned together."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

paraphrase_config = GenerationConfig(
    num_beams=6,
    num_beam_groups=3,
    diversity_penalty=0.8,
    num_return_sequences=3,
    max_new_tokens=12,
)
enc = tok("paraphrase: The weather is lovely today.", return_tensors="pt")
outs = model.generate(**enc, generation_config=paraphrase_config)
for text in tok.batch_decode(outs, skip_special_tokens=True):
    print(text)
