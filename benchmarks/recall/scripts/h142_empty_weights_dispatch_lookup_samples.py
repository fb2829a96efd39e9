# classes: 6 8
"""Loading a checkpoint too big for one device: the skeleton is built under init_empty_weights and
load_checkpoint_and_dispatch streams the weights in; then prompt-lookup decoding drafts from the
document and two variants are sampled per question."""
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
out = model.generate(
    **enc, prompt_lookup_num_tokens=3, do_sample=True, num_return_sequences=2, max_new_tokens=6
)
print(tok.batch_decode(out, skip_special_tokens=True))
