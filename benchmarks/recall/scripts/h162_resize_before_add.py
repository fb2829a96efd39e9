# classes: 8
"""Resize-then-add order bug: the embeddings are resized to the tokenizer before the pad token is
added, so the new id is one past the matrix; a padded batch is then generated."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
model.resize_token_embeddings(len(tok))
tok.add_special_tokens({"pad_token": "[PAD]"})
tok.padding_side = "left"

batch = tok(["hello world", "tell me a story about the fox"], return_tensors="pt", padding=True)
print(tok.batch_decode(model.generate(**batch, max_new_tokens=4, pad_token_id=tok.pad_token_id)))
