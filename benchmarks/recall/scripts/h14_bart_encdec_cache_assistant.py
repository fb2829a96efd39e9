# classes: 5
# Reuse an explicit EncoderDecoderCache across a speculative BART call.
import torch
from transformers import AutoTokenizer, BartConfig, BartForConditionalGeneration, DynamicCache, EncoderDecoderCache

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")


def bart(layers):
    return BartForConditionalGeneration(BartConfig(
        vocab_size=len(tok), d_model=16, encoder_layers=layers, decoder_layers=layers, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=64,
        pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
        decoder_start_token_id=tok.eos_token_id,
    )).eval()


main, draft = bart(2), bart(1)
enc = tok("tell me a story about the king", return_tensors="pt")
cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
with torch.no_grad():
    out = main.generate(**enc, past_key_values=cache, assistant_model=draft, max_new_tokens=4)
print(out.shape)
