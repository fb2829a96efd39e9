# classes: 1
"""Answer a list of questions; one-off questions get speculative decoding, batches don't."""
from transformers import AutoModelForCausalLM, AutoTokenizer

questions = ["tell me a story", "who loved the garden", "what is red"]

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")

batched = len(questions) > 1
extra = {}
if not batched:
    extra["assistant_model"] = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

enc = tok(questions, return_tensors="pt", padding=True)
outputs = model.generate(**enc, max_new_tokens=8, **extra)
for q, a in zip(questions, tok.batch_decode(outputs, skip_special_tokens=True)):
    print(q, "=>", a)
