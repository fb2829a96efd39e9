# classes: 5
# Pre-allocated static self-attention cache wrapped in an EncoderDecoderCache, with a draft model.
import torch
from transformers import AutoTokenizer, BartConfig, BartForConditionalGeneration, EncoderDecoderCache, StaticCache

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
cfg = BartConfig(
    vocab_size=len(tok), d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
    decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=64,
    pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
    decoder_start_token_id=tok.eos_token_id,
)
model = BartForConditionalGeneration(cfg).eval()
draft = BartForConditionalGeneration(cfg).eval()

enc = tok("the quick brown fox", return_tensors="pt")
self_attn = StaticCache(config=cfg, max_cache_len=32)
cross_attn = StaticCache(config=cfg, max_cache_len=32)
with torch.no_grad():
    out = model.generate(
        **enc,
        past_key_values=EncoderDecoderCache(self_attn, cross_attn),
        assistant_model=draft,
        max_new_tokens=4,
    )
print(out)
