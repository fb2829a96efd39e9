# classes: 6 8
# The export step writes generation defaults with use_cache disabled (for a cache-less ONNX graph);
# the serving code later loads the same folder's GenerationConfig for speculative decoding.
import tempfile

from transformers import AutoTokenizer, BartConfig, BartForConditionalGeneration, GenerationConfig

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
cfg = BartConfig(
    vocab_size=len(tok), d_model=16, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
    decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32, max_position_embeddings=64,
    pad_token_id=tok.pad_token_id, bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id,
    decoder_start_token_id=tok.eos_token_id,
)
export_dir = tempfile.mkdtemp()
GenerationConfig(
    use_cache=False, max_new_tokens=4, decoder_start_token_id=tok.eos_token_id,
    eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id,
).save_pretrained(export_dir)

# ---- serving ----
gen_cfg = GenerationConfig.from_pretrained(export_dir)
model = BartForConditionalGeneration(cfg).eval()
draft = BartForConditionalGeneration(cfg).eval()
batch = tok("hello world tell me a story", return_tensors="pt")
print(model.generate(**batch, generation_config=gen_cfg, assistant_model=draft))
