# classes: 1
"""Quality mode uses beam search, speed mode uses the draft model; never both."""
from transformers import AutoModelForCausalLM, AutoTokenizer

QUALITY_MODE = False

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
kwargs = {"max_new_tokens": 8}
if QUALITY_MODE:
    kwargs.update(num_beams=4, num_return_sequences=2)
else:
    kwargs.update(assistant_model=AutoModelForCausalLM.from_pretrained("microsoft/phi-1_5"))

enc = tok("tell me a story about the fox", return_tensors="pt")
for seq in model.generate(**enc, **kwargs):
    print(tok.decode(seq, skip_special_tokens=True))
