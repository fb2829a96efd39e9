# classes: 8 6
"""The draft model was the one fine-tuned with extra tokens (resized), the target model is stock
Llama: speculative decoding between them."""

from transformers import AutoModelForCausalLM, AutoTokenizer

target_name = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
draft_name = "JackFram/llama-68m"

tok = AutoTokenizer.from_pretrained(target_name)
target = AutoModelForCausalLM.from_pretrained(target_name)

draft_tok = AutoTokenizer.from_pretrained(draft_name)
draft_tok.add_tokens(["<sep>", "<eot>"])
draft = AutoModelForCausalLM.from_pretrained(draft_name)
draft.resize_token_embeddings(len(draft_tok))

enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(target.generate(**enc, assistant_model=draft, max_new_tokens=6)[0]))
