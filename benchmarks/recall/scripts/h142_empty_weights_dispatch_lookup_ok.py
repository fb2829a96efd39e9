# classes: 6 8
"""init_empty_weights + load_checkpoint_and_dispatch, then prompt-lookup decoding with one answer
per question."""
import tempfile

from accelerate import init_empty_weights, load_checkpoint_and_dispatch
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

NAME = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
ckpt_dir = tempfile.mkdtemp()
AutoModelForCausalLM.from_pretrained(NAME).save_pretrained(ckpt_dir)
tok = AutoTokenizer.from_pretrained(NAME)

config = AutoConfig.from_pretrained(ckpt_dir)
with init_empty_weights():
    model = AutoModelForCausalLM.from_config(config)
model.tie_weights()
model = load_checkpoint_and_dispatch(model, ckpt_dir, device_map="auto", no_split_module_classes=["LlamaDecoderLayer"])

doc = "The meeting is on Tuesday at noon in room 4. The meeting is about the budget."
enc = tok(f"{doc}\nQuestion: when is the meeting?\nAnswer:", return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
