# classes: 6 7
"""The evaluation decoding settings (greedy) are saved as a GenerationConfig next to the
checkpoint; the interactive check afterwards loads them and streams the answer to the terminal."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, TextStreamer

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
batch = tok(["the dog was red"], return_tensors="pt")
model(**batch, labels=batch["input_ids"]).loss.backward()
torch.optim.AdamW(model.parameters(), lr=1e-4).step()

ckpt = tempfile.mkdtemp()
model.save_pretrained(ckpt)
GenerationConfig(max_new_tokens=6, num_beams=1, bos_token_id=2, eos_token_id=3, pad_token_id=1).save_pretrained(ckpt, config_file_name="eval_generation.json")

gen = GenerationConfig.from_pretrained(ckpt, config_file_name="eval_generation.json")
model = AutoModelForCausalLM.from_pretrained(ckpt).eval()
model.generate(**tok("the dog", return_tensors="pt"), generation_config=gen, streamer=TextStreamer(tok))
