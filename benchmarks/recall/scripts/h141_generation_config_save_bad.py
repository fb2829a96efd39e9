# classes: 8 9
"""Write the summarization defaults into the checkpoint's generation config before saving it:
two beams and four returned sequences."""
from transformers import AutoModelForSeq2SeqLM

model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
model.generation_config.num_beams = 2
model.generation_config.num_return_sequences = 4
model.generation_config.max_new_tokens = 32
model.save_pretrained("./flan-t5-headlines")
print("saved")
