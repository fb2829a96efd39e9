# classes: 2 8
# Decoding presets for a T5 model kept as GenerationConfig objects; one of them combines a static
# cache with prompt lookup.
import torch
from transformers import AutoTokenizer, GenerationConfig, T5Config, T5ForConditionalGeneration

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token
model = T5ForConditionalGeneration(T5Config(
    vocab_size=len(tok), d_model=16, d_ff=32, d_kv=8, num_layers=3, num_heads=2,
    decoder_start_token_id=tok.pad_token_id, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
)).eval()
common = dict(max_new_tokens=4, decoder_start_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id)
PRESETS = [
    GenerationConfig(**common),
    GenerationConfig(**common, prompt_lookup_num_tokens=3),
    GenerationConfig(**common, cache_implementation="static"),
    GenerationConfig(**common, cache_implementation="static", prompt_lookup_num_tokens=3),
]
enc = tok("summarize: the quick brown fox jumps over the lazy dog the quick brown fox", return_tensors="pt")
for preset in PRESETS:
    with torch.no_grad():
        print(model.generate(**enc, generation_config=preset).shape)
