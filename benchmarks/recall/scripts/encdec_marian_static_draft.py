# classes: 8 6
# Machine translation with a compiled static cache and a smaller draft of the same vocabulary.
import torch
from transformers import AutoTokenizer, MarianConfig, MarianMTModel

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token


def marian(decoder_layers):
    cfg = MarianConfig(
        vocab_size=len(tok), d_model=16, encoder_layers=2, decoder_layers=decoder_layers, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=64,
        pad_token_id=tok.eos_token_id, eos_token_id=tok.eos_token_id, decoder_start_token_id=tok.eos_token_id,
    )
    return MarianMTModel(cfg).eval()


teacher = marian(3)
student = marian(1)
batch = tok(["the quick brown fox", "a lazy dog"], return_tensors="pt", padding=True)
with torch.no_grad():
    for row in range(batch["input_ids"].shape[0]):
        one = {k: v[row : row + 1] for k, v in batch.items()}
        out = teacher.generate(**one, assistant_model=student, cache_implementation="static", max_new_tokens=4)
        print(tok.decode(out[0]))
