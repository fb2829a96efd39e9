# classes: 8 9
"""Save a summarization GenerationConfig next to the fine-tuned T5 checkpoint and load it back
for inference: four beams, two returned, length penalty."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
gen = GenerationConfig.from_pretrained("t5-small")
gen.num_beams = 4
gen.num_return_sequences = 2
gen.length_penalty = 1.5
gen.max_new_tokens = 16
gen.save_pretrained("./t5-summary")
loaded = GenerationConfig.from_pretrained("./t5-summary")
enc = tok("summarize: The market adds a Sunday opening from June.", return_tensors="pt")
print(tok.batch_decode(model.generate(**enc, generation_config=loaded), skip_special_tokens=True))
