# classes: 2 3
# Hand-written eval loop over a DataLoader for a seq2seq model, with prompt lookup for speed.
import torch
from torch.utils.data import DataLoader
from transformers import AutoTokenizer, DataCollatorForSeq2Seq, T5Config, T5ForConditionalGeneration

BATCH_SIZE = 1
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
model = T5ForConditionalGeneration(T5Config(
    vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=1, num_heads=2,
    decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
)).eval()
features = [tok(s) for s in ["the quick brown fox", "hello world", "tell me a story", "one two"]]
loader = DataLoader(features, batch_size=BATCH_SIZE, collate_fn=DataCollatorForSeq2Seq(tok, model=model))

decoded = []
for batch in loader:
    with torch.no_grad():
        ids = model.generate(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"],
                             max_new_tokens=4, prompt_lookup_num_tokens=2)
    decoded.extend(tok.batch_decode(ids, skip_special_tokens=True))
print(decoded)
