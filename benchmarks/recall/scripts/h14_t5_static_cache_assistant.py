# classes: 5 6
# Speculative decoding for a local T5 summariser: the big and small checkpoints are saved to disk
# first (as a conversion script would), then reloaded by path.
import os
import tempfile

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, T5Config, T5ForConditionalGeneration


def save_tiny(path, tok, layers):
    cfg = T5Config(vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=layers, num_heads=2,
                   decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id,
                   eos_token_id=tok.eos_token_id)
    model = T5ForConditionalGeneration(cfg)
    model.generation_config.cache_implementation = "static"
    model.save_pretrained(path)
    tok.save_pretrained(path)
    return path


root = tempfile.mkdtemp()
base_tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
base_tok.pad_token = base_tok.eos_token  # GPT-2 has no pad token
big = save_tiny(os.path.join(root, "t5-big"), base_tok, 2)
small = save_tiny(os.path.join(root, "t5-small"), base_tok, 1)

tokenizer = AutoTokenizer.from_pretrained(big)
model = AutoModelForSeq2SeqLM.from_pretrained(big)
assistant = AutoModelForSeq2SeqLM.from_pretrained(small)

inputs = tokenizer("summarize: the quick brown fox jumps over the lazy dog", return_tensors="pt")
summary = model.generate(**inputs, assistant_model=assistant, max_new_tokens=4)
print(tokenizer.decode(summary[0], skip_special_tokens=True))
