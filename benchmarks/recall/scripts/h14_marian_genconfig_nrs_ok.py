# classes: 2 5
"""Back-translation augmentation: several sampled translations per sentence, sped up with a draft."""
import torch
from transformers import AutoTokenizer, GenerationConfig, MarianConfig, MarianMTModel

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
tok.pad_token = tok.eos_token  # GPT-2 has no pad token


def marian(layers: int) -> MarianMTModel:
    cfg = MarianConfig(
        vocab_size=len(tok), d_model=16, encoder_layers=layers, decoder_layers=layers,
        encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32,
        max_position_embeddings=64, pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
        decoder_start_token_id=tok.pad_token_id, forced_eos_token_id=tok.eos_token_id,
    )
    return MarianMTModel(cfg).eval()


PRESETS = [
    GenerationConfig(max_new_tokens=4, do_sample=False),
    GenerationConfig(max_new_tokens=4, do_sample=True, top_p=0.9, num_return_sequences=1),
]

teacher, student = marian(2), marian(1)
sentences = ["the dog was lazy", "hello world"]
for preset in PRESETS:
    for s in sentences:
        enc = tok(s, return_tensors="pt")
        with torch.no_grad():
            outs = teacher.generate(**enc, generation_config=preset, assistant_model=student,
                                    decoder_start_token_id=tok.pad_token_id)
        print(preset.num_return_sequences, tok.batch_decode(outs, skip_special_tokens=True))
