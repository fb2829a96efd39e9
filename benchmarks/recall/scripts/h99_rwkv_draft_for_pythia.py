# classes: 6
"""RWKV-4 169m (card: RwkvForCausalLM quickstart) reused as a cheap draft model for Pythia-1.4b,
with both tokenizers passed since the vocabularies differ."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
draft_tokenizer = AutoTokenizer.from_pretrained("RWKV/rwkv-4-169m-pile")
draft = AutoModelForCausalLM.from_pretrained("RWKV/rwkv-4-169m-pile")

inputs = tokenizer("In a shocking finding, scientist discovered", return_tensors="pt")
out = model.generate(
    **inputs, assistant_model=draft, tokenizer=tokenizer, assistant_tokenizer=draft_tokenizer, max_new_tokens=8
)
print(tokenizer.decode(out[0]))
