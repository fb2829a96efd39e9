# classes: 8
"""A small grid over the encoder penalty with numpy float32 values stored in a GenerationConfig."""
import numpy as np
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

tokenizer = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
enc = tokenizer("translate English to French: The weather is nice today.", return_tensors="pt")

for penalty in (np.float32(1.2), np.float32(1.5)):
    config = GenerationConfig(encoder_repetition_penalty=penalty, max_new_tokens=8, decoder_start_token_id=0)
    out = model.generate(**enc, generation_config=config)
    print(penalty, tokenizer.decode(out[0], skip_special_tokens=True))
