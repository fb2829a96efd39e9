# classes: 7 2
"""Watermarked generation service: a config table of decoding modes (sampling, beams), each
watermarked and streamed to the console."""
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer, WatermarkingConfig

MODEL_ID = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

WATERMARK = WatermarkingConfig(bias=2.0, seeding_scheme="lefthash", context_width=1)
MODES = {
    "sample": dict(do_sample=True, top_k=50),
    "beam": dict(num_beams=2, length_penalty=1.0),
}

enc = tok("once upon a time", return_tensors="pt")
streamer = TextStreamer(tok, skip_prompt=True)
for name, mode in MODES.items():
    print(f"--- {name}")
    model.generate(**enc, watermarking_config=WATERMARK, streamer=streamer, max_new_tokens=6, pad_token_id=tok.eos_token_id, **mode)
