# classes: 5 7
# A summarisation service that pre-allocates one EncoderDecoderCache of static caches per request
# and drafts with a shallower copy of the model.
import torch
from transformers import AutoTokenizer, BartConfig, BartForConditionalGeneration, EncoderDecoderCache, StaticCache


class Summariser:
    def __init__(self, layers=2, max_len=48):
        self.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        self.config = BartConfig(
            vocab_size=len(self.tok), d_model=16, encoder_layers=layers, decoder_layers=layers,
            encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32,
            max_position_embeddings=64, pad_token_id=self.tok.eos_token_id, eos_token_id=self.tok.eos_token_id,
            decoder_start_token_id=self.tok.eos_token_id,
        )
        self.model = BartForConditionalGeneration(self.config).eval()
        self.draft = BartForConditionalGeneration(self.config).eval()
        self.max_len = max_len

    def _cache(self):
        return EncoderDecoderCache(
            StaticCache(config=self.config, max_cache_len=self.max_len),
            StaticCache(config=self.config, max_cache_len=self.max_len),
        )

    @torch.no_grad()
    def __call__(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(**enc, past_key_values=self._cache(), assistant_model=self.draft, max_new_tokens=4)
        return self.tok.decode(out[0])


print(Summariser()("the quick brown fox jumps over the lazy dog"))
