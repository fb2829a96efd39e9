# classes: 8
"""`device_map="auto"` loading (accelerate places everything on the CPU here), batched prompts
with left padding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct", device_map="auto")
batch = tok(["hello world", "tell me a story about the king"], return_tensors="pt", padding=True).to(model.device)
print(tok.batch_decode(model.generate(**batch, max_new_tokens=5)))
