# classes: 8 3
"""A fixed beam budget shared across processes: each process searches with its share of the beams
(total beams divided by the number of processes)."""
from accelerate import Accelerator
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

TOTAL_BEAMS = 4

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

beams_per_process = max(1, TOTAL_BEAMS / accelerator.num_processes)
enc = tok("translate English to German: The house is wonderful.", return_tensors="pt")
out = model.generate(**enc, num_beams=beams_per_process, max_new_tokens=8)
accelerator.print(tok.decode(out[0], skip_special_tokens=True))
